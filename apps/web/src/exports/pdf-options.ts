/** The PDF dialog's choices (SPEC section 2: Portrait, fit width and titles by default). */
export type PdfOptions = { orientation: 'portrait' | 'landscape'; fitWidth: boolean; includeTitles: boolean };
export const DEFAULT_PDF_OPTIONS: PdfOptions = { orientation: 'portrait', fitWidth: true, includeTitles: true };

// Fixed colours, whatever the screen's theme: dark blue header, white text, light stripes.
export const PDF_COLORS = {
  headFill: [25, 113, 194],
  headText: [255, 255, 255],
  stripe: [241, 243, 245],
  line: [206, 212, 218],
  text: [33, 37, 41],
} as const satisfies Record<string, [number, number, number]>;
