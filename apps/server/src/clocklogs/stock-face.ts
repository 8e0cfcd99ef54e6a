// The stock image served for a face photo that is missing (never sent, removed, or not one the
// caller may see): a neutral silhouette, so the console's thumbnails keep their shape. Kept in
// code so the bundled server carries it.

export const STOCK_FACE_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256" role="img" aria-label="No photo">
<rect width="256" height="256" fill="#e9ecef"/>
<circle cx="128" cy="100" r="46" fill="#adb5bd"/>
<path d="M40 232c6-48 44-78 88-78s82 30 88 78z" fill="#adb5bd"/>
</svg>
`;

export const STOCK_FACE_TYPE = 'image/svg+xml';
