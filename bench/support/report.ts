// One line per measured figure: value, goal, verdict and the ratio to the baseline measured in the
// same run, so a figure is always read next to something the same machine did at the same time.
export type Figure = {
  name: string;
  value: number;
  unit: string;
  goal: string;
  met: boolean;
  baseline?: { name: string; value: number } | undefined;
};

const show = (value: number, unit: string) =>
  `${value >= 100 ? value.toFixed(0) : value.toFixed(value >= 10 ? 1 : 2)} ${unit}`.trim();

export function printFigures(title: string, figures: readonly Figure[]): void {
  console.log(`\n${title}`);
  for (const figure of figures) {
    const ratio = figure.baseline
      ? `  ${((figure.value / figure.baseline.value) * 100).toFixed(0)}% of ${figure.baseline.name} (${show(figure.baseline.value, figure.unit)})`
      : '';
    console.log(
      `  ${figure.name.padEnd(46)}${show(figure.value, figure.unit).padEnd(14)}goal ${figure.goal.padEnd(16)}${figure.met ? 'met   ' : 'MISSED'}${ratio}`,
    );
  }
}

/** The middle value (the upper of the two middles for an even count): a run's median score. */
export const median = (values: readonly number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
