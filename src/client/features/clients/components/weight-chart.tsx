import { useId } from 'react';
import type { Measurement } from '@/shared/schemas/portal';
import { useElementWidth } from '../hooks/use-element-width';
import type { Formats } from '@/shared/format/formats';
import { useFormats } from '@/client/lib/use-formats';

const HEIGHT = 200;
const PAD = { top: 14, right: 14, bottom: 26, left: 40 };
const dayOf = (date: string) => Date.parse(`${date}T00:00:00Z`);

/** Round steps for the weight axis (kg, or lb): 0.5, 1, 2, 5 or 10, whichever gives three to five lines. */
function axisSteps(low: number, high: number): number[] {
  const span = Math.max(high - low, 1);
  const step = [0.5, 1, 2, 5, 10, 20].find((candidate) => span / candidate <= 4) ?? 50;
  const steps: number[] = [];
  for (let value = Math.floor(low / step) * step; value <= high + 1e-9; value += step)
    steps.push(Math.round(value * 10) / 10);
  return steps;
}

/** Plain words for screen readers and the chart's description: where the weight went, and the goal. */
export function describeWeights(measurements: Measurement[], goalWeightKg: number | null, formats: Formats): string {
  const goal = goalWeightKg === null ? 'No goal weight is set.' : `Goal: ${formats.weight(goalWeightKg)}.`;
  if (measurements.length === 0) return `No weights logged. ${goal}`;
  const first = measurements[0];
  const last = measurements[measurements.length - 1];
  if (measurements.length === 1)
    return `One weight logged: ${formats.weight(first.weightKg)} on ${formats.calendarDate(first.date)}. ${goal}`;
  return `${measurements.length} weights logged, from ${formats.weight(first.weightKg)} on ${formats.calendarDate(first.date)} to ${formats.weight(last.weightKg)} on ${formats.calendarDate(last.date)}. ${goal}`;
}

/** Weight over the period as a line, against the goal as a dashed line; drawn by hand in SVG (no chart library). */
export function WeightChart({
  measurements,
  goalWeightKg,
  from,
  to,
}: {
  measurements: Measurement[];
  goalWeightKg: number | null;
  from: string;
  to: string;
}) {
  const formats = useFormats();
  const { ref, width } = useElementWidth<HTMLDivElement>();
  const id = useId();
  // Plotted in the unit the practice reads (kg, or lb for US and UK units); the data stays in kg.
  const shown = formats.weightValue;
  const weights = measurements.map((m) => shown(m.weightKg));
  const all = goalWeightKg === null ? weights : [...weights, shown(goalWeightKg)];
  const low = Math.min(...all) - 1;
  const high = Math.max(...all) + 1;
  const steps = axisSteps(low, high);
  const yMin = Math.min(low, steps[0]);
  const yMax = Math.max(high, steps[steps.length - 1]);
  const plotWidth = Math.max(0, width - PAD.left - PAD.right);
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const start = dayOf(from);
  const span = Math.max(dayOf(to) - start, 1);
  const x = (date: string) => PAD.left + ((dayOf(date) - start) / span) * plotWidth;
  const y = (value: number) => PAD.top + (1 - (value - yMin) / (yMax - yMin)) * plotHeight;
  const path = measurements
    .map((m, index) => `${index === 0 ? 'M' : 'L'}${x(m.date).toFixed(1)},${y(shown(m.weightKg)).toFixed(1)}`)
    .join(' ');
  const goalLabel = goalWeightKg === null ? '' : `Goal ${formats.weight(goalWeightKg)}`;
  // The goal's label sits above its line, or below it when the line runs along the top.
  const goalY = goalWeightKg === null ? 0 : y(shown(goalWeightKg));
  const goalLabelY = goalWeightKg === null ? 0 : goalY - 6 < PAD.top + 8 ? goalY + 14 : goalY - 6;

  return (
    <div ref={ref} className="h-[200px] w-full">
      {width > 0 ? (
        <svg
          width={width}
          height={HEIGHT}
          role="img"
          aria-labelledby={`${id}-title`}
          aria-describedby={`${id}-desc`}
          className="block overflow-visible"
        >
          <title id={`${id}-title`}>Weight over time</title>
          <text x={PAD.left - 8} y={PAD.top - 4} textAnchor="end" className="fill-muted-foreground text-[11px]">
            {formats.weightAxisUnit}
          </text>
          <desc id={`${id}-desc`}>{describeWeights(measurements, goalWeightKg, formats)}</desc>
          {steps.map((value) => (
            <g key={value}>
              <line
                x1={PAD.left}
                x2={PAD.left + plotWidth}
                y1={y(value)}
                y2={y(value)}
                className="stroke-border"
                strokeWidth={1}
              />
              <text
                x={PAD.left - 8}
                y={y(value) + 4}
                textAnchor="end"
                className="fill-muted-foreground text-[11px] tabular-nums"
              >
                {formats.number(value, 1)}
              </text>
            </g>
          ))}
          <text x={PAD.left} y={HEIGHT - 6} className="fill-muted-foreground text-[11px]">
            {formats.monthDay(from)}
          </text>
          <text x={PAD.left + plotWidth} y={HEIGHT - 6} textAnchor="end" className="fill-muted-foreground text-[11px]">
            {formats.monthDay(to)}
          </text>
          {goalWeightKg !== null ? (
            <g>
              <line
                x1={PAD.left}
                x2={PAD.left + plotWidth}
                y1={goalY}
                y2={goalY}
                className="stroke-warning-500"
                strokeWidth={1.5}
                strokeDasharray="6 4"
              />
              <text
                x={PAD.left + plotWidth}
                y={goalLabelY}
                textAnchor="end"
                className="fill-warning-700 text-[11px] font-medium"
              >
                {goalLabel}
              </text>
            </g>
          ) : null}
          {measurements.length > 1 ? (
            <path
              d={path}
              fill="none"
              className="stroke-brand-600"
              strokeWidth={2.25}
              strokeLinejoin="round"
              strokeLinecap="round"
            />
          ) : null}
          {measurements.map((m) => (
            <circle
              key={m.id}
              cx={x(m.date)}
              cy={y(shown(m.weightKg))}
              r={3.5}
              className="fill-white stroke-brand-600"
              strokeWidth={2}
            >
              <title>{`${formats.calendarDate(m.date)}: ${formats.weight(m.weightKg)}`}</title>
            </circle>
          ))}
        </svg>
      ) : null}
    </div>
  );
}
