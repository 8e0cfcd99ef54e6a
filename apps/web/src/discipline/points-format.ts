// Points as the discipline screens show them: at most two decimals (the ledger adds in
// hundredths), no trailing zeros, and a true minus sign. The organization's format preferences
// have no setting for points, so these follow the domain's pointsText ('1.5 points').

const MINUS = '−';

/** '2', '0.5', '1.25', '−1'. */
export function pointsFigure(points: number): string {
  // Rounded to hundredths first, so float noise (0.1 + 0.2) and a tiny negative read plainly.
  const figure = String(Number(Math.abs(points).toFixed(2)));
  return figure === '0' ? '0' : `${points < 0 ? MINUS : ''}${figure}`;
}

/** A ledger entry's change: '+2', '−0.5', '0' (an excused infraction, listed to say why). */
export function pointsDelta(points: number): string {
  const figure = pointsFigure(points);
  return points > 0 && figure !== '0' ? `+${figure}` : figure;
}
