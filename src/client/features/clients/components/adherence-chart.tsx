import type { Formats } from '@/shared/format/formats';
import { useFormats } from '@/client/lib/use-formats';
import { useId } from 'react';
import type { AdherenceWeek } from '@/shared/schemas/portal';
import { useElementWidth } from '../hooks/use-element-width';

const HEIGHT = 150;
const PAD = { top: 18, right: 4, bottom: 22, left: 4 };
export const percent = (share: number) => `${Math.round(share * 100)}%`;

/** Plain words for screen readers: the weeks with meals planned and the share eaten in each. */
export function describeAdherence(weeks: AdherenceWeek[], formats: Formats): string {
  const planned = weeks.filter((week) => week.share !== null);
  if (planned.length === 0) return 'No meals were planned in these weeks.';
  return (
    planned
      .map(
        (week) =>
          `Week of ${formats.monthDay(week.weekStart)}: ${percent(week.share!)} eaten (${week.eaten} of ${week.planned} meals)`,
      )
      .join('; ') + '.'
  );
}

/** One bar per ISO week: the share of planned meals the client marked eaten. A week without a plan shows a dash. */
export function AdherenceChart({ weeks }: { weeks: AdherenceWeek[] }) {
  const formats = useFormats();
  const { ref, width } = useElementWidth<HTMLDivElement>();
  const id = useId();
  const plotWidth = Math.max(0, width - PAD.left - PAD.right);
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const slot = weeks.length > 0 ? plotWidth / weeks.length : 0;
  const barWidth = Math.min(36, slot * 0.62);
  // Every week's label when there is room (about 44 px each), else every second or third.
  const labelEvery = Math.max(1, Math.ceil(44 / Math.max(slot, 1)));
  const showPercents = slot >= 30;

  return (
    <div ref={ref} className="h-[150px] w-full">
      {width > 0 ? (
        <svg
          width={width}
          height={HEIGHT}
          role="img"
          aria-labelledby={`${id}-title`}
          aria-describedby={`${id}-desc`}
          className="block"
        >
          <title id={`${id}-title`}>Share of planned meals eaten, per week</title>
          <desc id={`${id}-desc`}>{describeAdherence(weeks, formats)}</desc>
          {[0, 0.5, 1].map((share) => (
            <line
              key={share}
              x1={PAD.left}
              x2={PAD.left + plotWidth}
              y1={PAD.top + (1 - share) * plotHeight}
              y2={PAD.top + (1 - share) * plotHeight}
              className={share === 0 ? 'stroke-disabled' : 'stroke-muted'}
              strokeWidth={1}
            />
          ))}
          {weeks.map((week, index) => {
            const centre = PAD.left + slot * index + slot / 2;
            const barHeight = week.share === null ? 0 : Math.max(week.share > 0 ? 2 : 0, week.share * plotHeight);
            return (
              <g key={week.weekStart}>
                {week.share === null ? (
                  <line
                    x1={centre - barWidth / 4}
                    x2={centre + barWidth / 4}
                    y1={PAD.top + plotHeight - 3}
                    y2={PAD.top + plotHeight - 3}
                    className="stroke-disabled"
                    strokeWidth={2}
                    strokeLinecap="round"
                  />
                ) : (
                  <rect
                    x={centre - barWidth / 2}
                    y={PAD.top + plotHeight - barHeight}
                    width={barWidth}
                    height={barHeight}
                    rx={3}
                    className={
                      week.share >= 0.8 ? 'fill-brand-500' : week.share >= 0.5 ? 'fill-brand-300' : 'fill-warning-400'
                    }
                  >
                    <title>{`Week of ${formats.monthDay(week.weekStart)}: ${percent(week.share)} (${week.eaten} of ${week.planned} meals eaten)`}</title>
                  </rect>
                )}
                {week.share !== null && showPercents ? (
                  <text
                    x={centre}
                    y={PAD.top + plotHeight - barHeight - 5}
                    textAnchor="middle"
                    className="fill-subtle text-[10px] font-medium tabular-nums"
                  >
                    {percent(week.share)}
                  </text>
                ) : null}
                {(weeks.length - 1 - index) % labelEvery === 0 ? (
                  <text x={centre} y={HEIGHT - 6} textAnchor="middle" className="fill-muted-foreground text-[10px]">
                    {formats.monthDay(week.weekStart)}
                  </text>
                ) : null}
              </g>
            );
          })}
        </svg>
      ) : null}
    </div>
  );
}
