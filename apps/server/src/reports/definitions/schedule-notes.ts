/** The line under an attendance report's title when some shifts of the range are still to come. */
export function upcomingNote(upcoming: number): string[] {
  if (upcoming === 0) return [];
  return [
    `${upcoming} published ${upcoming === 1 ? 'shift has' : 'shifts have'} not started yet and ${upcoming === 1 ? 'is' : 'are'} not counted.`,
  ];
}
