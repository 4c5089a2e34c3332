/** What the data door answers about a record's delete (`useDeletePlan`), as far as it has answered. */
export type DeletePlanState =
  | { status: 'pending' }
  | { status: 'error'; message: string }
  | { status: 'success'; isRefused: boolean; summary: string };

/** What the delete confirmation says, and whether its Delete button may be pressed. */
export type DeleteConfirmation = { message: string; canDelete: boolean };

const sentence = (text: string) => (/[.!?]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`);

/**
 * The confirmation's sentence: what else goes, then where it goes ('It also deletes 3 parts. You can
 * restore it from the Trash for 30 days.': `trashSentence`), or
 * why the delete is refused ('Move or delete this universe’s worlds and campaigns first.'), with Delete
 * disabled. While the plan is asked for, Delete waits; if it cannot be read, the server still checks.
 */
export function deleteConfirmation(plan: DeletePlanState, trashSentence: string): DeleteConfirmation {
  switch (plan.status) {
    case 'pending':
      return { message: 'Checking what goes with it…', canDelete: false };
    case 'error':
      return {
        message: `What goes with it could not be checked: ${sentence(plan.message)} ${trashSentence}`,
        canDelete: true,
      };
    case 'success':
      return plan.isRefused
        ? { message: sentence(plan.summary), canDelete: false }
        : { message: `${sentence(plan.summary)} ${trashSentence}`, canDelete: true };
  }
}
