import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { CampaignDetail } from '../../../../common/domain/campaign';
import { useDeleteCampaign } from '../../../data/campaigns';
import { useDeletePlan } from '../../../data/delete-plan';
import { Button } from '../../../ui/button';
import { RecordDeleteDialog } from '../../../ui/record-delete-dialog';
import { useTrashSentence } from '../../../ui/trash-retention';

export type DeleteCampaignButtonProps = {
  campaign: CampaignDetail;
  /** Told when the delete starts (true) and if it is refused (false), so the page waits, not "not found". */
  onDeleting: (isDeleting: boolean) => void;
};

/**
 * The header's 'Delete Campaign': a confirmation naming the campaign and what goes with it (its
 * sessions, quests and other parts, from the data API's delete plan), then the delete and the way back
 * to the campaigns list. A refused delete says why and cannot be confirmed.
 */
export function DeleteCampaignButton({ campaign, onDeleting }: DeleteCampaignButtonProps) {
  const [isOpen, setIsOpen] = useState(false);
  const plan = useDeletePlan('campaign', campaign.id, isOpen);
  const deleteCampaign = useDeleteCampaign();
  const trashSentence = useTrashSentence();
  const navigate = useNavigate();
  return (
    <>
      <Button variant="secondary" onClick={() => setIsOpen(true)}>
        <Trash2 aria-hidden="true" />
        Delete Campaign
      </Button>
      <RecordDeleteDialog
        isOpen={isOpen}
        onOpenChange={setIsOpen}
        name={campaign.title}
        message={`The campaign and everything written in it are deleted. ${trashSentence}`}
        confirmLabel="Delete Campaign"
        plan={plan}
        onDelete={() => deleteCampaign.mutateAsync(campaign.id)}
        onDeletingChange={onDeleting}
        onDeleted={() => navigate('/campaigns', { replace: true })}
      />
    </>
  );
}
