// jsPDF and jspdf-autotable load with the first PDF, not at start: together they keep about 20 MB
// that an idle server, most of whose hours print no PDF, need not hold (issue 37's idle memory).
export async function pdfLibrary() {
  const [{ jsPDF }, { autoTable }] = await Promise.all([import('jspdf'), import('jspdf-autotable')]);
  return { jsPDF, autoTable };
}
