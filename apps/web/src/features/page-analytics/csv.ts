import type { AnalyticsReport } from '@podpie/core';

/** A cell as a spreadsheet reads it: quoted when needed, and never starting a formula. */
function cell(value: string | number): string {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const line = (values: readonly (string | number)[]) => values.map(cell).join(',');

/** The report as CSV: one line per day, then clicks per block, referrers and devices. */
export function analyticsCsv(report: AnalyticsReport, removedBlock: string): string {
  const lines = [
    line(['date', 'views', 'unique_visitors', 'clicks']),
    ...report.days.map((day) => line([day.date, day.views, day.unique_visitors, day.clicks])),
    '',
    line(['block', 'clicks']),
    ...report.blocks.map((block) => line([block.title || removedBlock, block.clicks])),
    '',
    line(['referrer', 'views']),
    ...report.referrers.map((referrer) => line([referrer.domain, referrer.views])),
    '',
    line(['device', 'views']),
    ...report.devices.map((device) => line([device.device, device.views])),
  ];
  return `${lines.join('\r\n')}\r\n`;
}

/** Hands the text to the browser as a file download. */
export function downloadText(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
