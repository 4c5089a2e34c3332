import { type FormEvent, useId, useRef, useState } from 'react';
import { MAX_DAILY_WORDS, type WritingGoalView } from '../../../../common/workspace/writing-goal';
import { useSetWritingGoal } from '../../../data/writing-goal';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Dialog, DialogClose, DialogContent } from '../../../ui/dialog';
import { Field } from '../../../ui/field';
import { Input } from '../../../ui/input';
import { parseDailyWords } from '../model/writing-goal-form';

export type WritingGoalDialogProps = {
  goal: WritingGoalView;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
};

/** 'Daily word goal': words a day for this novel, or none ('Remove goal'). */
export function WritingGoalDialog({ goal, isOpen, onOpenChange }: WritingGoalDialogProps) {
  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      {isOpen ? <WritingGoalForm goal={goal} onDone={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}

function WritingGoalForm({ goal, onDone }: { goal: WritingGoalView; onDone: () => void }) {
  const formId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const setGoal = useSetWritingGoal(goal.novelId);
  const [typed, setTyped] = useState(goal.dailyWords === null ? '' : String(goal.dailyWords));
  const [error, setError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  async function save(dailyWords: number | null) {
    setFormError(null);
    try {
      await setGoal.mutateAsync({ dailyWords, version: goal.version });
      onDone();
    } catch (failure) {
      setFormError(failure instanceof Error ? failure.message : 'The goal could not be saved');
    }
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = parseDailyWords(typed);
    if (!parsed.ok) {
      setError(parsed.message);
      inputRef.current?.focus();
      return;
    }
    void save(parsed.value);
  }

  return (
    <DialogContent
      size="sm"
      title="Daily word goal"
      description="How many words a day you aim to write in this novel. Today counts from your first save of the day."
      onOpenAutoFocus={(event) => {
        event.preventDefault();
        inputRef.current?.focus();
      }}
      footer={
        <>
          {goal.dailyWords === null ? null : (
            <Button
              variant="ghost"
              className="mr-auto"
              disabled={setGoal.isPending}
              onClick={() => void save(null)}
            >
              Remove goal
            </Button>
          )}
          <DialogClose asChild>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
          <Button type="submit" form={formId} disabled={setGoal.isPending}>
            {setGoal.isPending ? 'Saving…' : 'Save goal'}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        onSubmit={handleSubmit}
        aria-label="Daily word goal"
        className="flex flex-col gap-4"
      >
        {formError ? <Alert>{formError}</Alert> : null}
        <Field
          label="Words a day"
          error={error}
          hint={`A whole number from 1 to ${MAX_DAILY_WORDS.toLocaleString('en-US')}.`}
        >
          <Input
            ref={inputRef}
            name="dailyWords"
            inputMode="numeric"
            autoComplete="off"
            value={typed}
            onChange={(event) => {
              setTyped(event.target.value);
              setError(null);
            }}
          />
        </Field>
      </form>
    </DialogContent>
  );
}
