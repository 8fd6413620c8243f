import { RingMeter } from '@/components/ui/ring-meter';
import { scoreBand } from '@shared/page-score';
import { scoreTone } from '../lib/bands';
import { toneText } from './tone';

const stroke = { green: '#15803d', yellow: '#a16207', red: '#b91c1c' } as const;

/** The overall score as a ring: green at 80+, yellow at 60+, else red. */
export function ScoreRing({ score }: { score: number }) {
  const tone = scoreTone(score) as keyof typeof stroke;
  return (
    <div className="flex flex-col items-center">
      <div role="img" aria-label={`SEO score ${score} out of 100: ${scoreBand(score)}`}>
        <RingMeter value={score} color={stroke[tone]}>
          {score}
        </RingMeter>
      </div>
      <p className={`mt-2 font-semibold ${toneText[tone]}`}>{scoreBand(score)}</p>
    </div>
  );
}
