import { Target } from 'lucide-react';
import { useState } from 'react';
import { formatDayProgress, goalFraction } from '../../../../common/workspace/writing-goal';
import { useWritingGoal } from '../../../data/writing-goal';
import { cn } from '../../../lib/cn';
import { Button } from '../../../ui/button';
import { WritingGoalDialog } from './writing-goal-dialog';

/**
 * Today's words in a novel against its daily goal ('412 of 1,000 words today' and a bar), with the
 * button that sets or changes the goal. Shows nothing until the goal is read, and nothing if it cannot be.
 */
export function DayProgress({ novelId, className }: { novelId: string; className?: string }) {
  const goal = useWritingGoal(novelId);
  const [isEditing, setIsEditing] = useState(false);
  if (goal.data === undefined) return null;
  const { dailyWords, wordsToday } = goal.data;
  const fraction = goalFraction(wordsToday, dailyWords);
  const label = formatDayProgress(wordsToday, dailyWords);

  return (
    <div className={cn('flex flex-wrap items-center gap-x-3 gap-y-1', className)}>
      {dailyWords === null ? null : (
        <>
          <p className="text-sm text-fg-muted tabular-nums">{label}</p>
          <div
            role="progressbar"
            aria-label="Today’s words toward the daily goal"
            aria-valuemin={0}
            aria-valuemax={dailyWords}
            aria-valuenow={Math.min(wordsToday, dailyWords)}
            aria-valuetext={label}
            className="h-2 w-28 overflow-hidden rounded-full bg-surface-sunken ring-1 ring-border ring-inset"
          >
            <div
              className="h-full rounded-full bg-accent transition-[width] duration-200 motion-reduce:transition-none"
              style={{ width: `${Math.round((fraction ?? 0) * 100)}%` }}
            />
          </div>
        </>
      )}
      <Button variant="ghost" size="sm" onClick={() => setIsEditing(true)}>
        <Target aria-hidden="true" />
        {dailyWords === null ? 'Set daily goal' : 'Change goal'}
      </Button>
      <WritingGoalDialog goal={goal.data} isOpen={isEditing} onOpenChange={setIsEditing} />
    </div>
  );
}
