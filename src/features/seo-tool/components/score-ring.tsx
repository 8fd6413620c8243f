import { scoreLabel, scoreTone } from '../lib/bands';
import { toneText } from './tone';

const stroke = { green: '#15803d', yellow: '#a16207', red: '#b91c1c' } as const;

/** The overall score as a ring: green at 80+, yellow at 60+, else red. */
export function ScoreRing({ score, size = 128 }: { score: number; size?: number }) {
  const tone = scoreTone(score) as keyof typeof stroke;
  const radius = 52;
  const circumference = 2 * Math.PI * radius;
  return (
    <div className="flex flex-col items-center">
      <svg width={size} height={size} viewBox="0 0 120 120" role="img" aria-label={`SEO score ${score} out of 100: ${scoreLabel(score)}`}>
        <circle cx="60" cy="60" r={radius} fill="none" stroke="#eceef2" strokeWidth="12" />
        <circle
          cx="60"
          cy="60"
          r={radius}
          fill="none"
          stroke={stroke[tone]}
          strokeWidth="12"
          strokeLinecap="round"
          strokeDasharray={`${(score / 100) * circumference} ${circumference}`}
          transform="rotate(-90 60 60)"
        />
        <text x="60" y="68" textAnchor="middle" className="fill-ink-950 font-display text-3xl font-extrabold">
          {score}
        </text>
      </svg>
      <p className={`mt-2 font-semibold ${toneText[tone]}`}>{scoreLabel(score)}</p>
    </div>
  );
}
