import type { CampaignDetail } from '../../../../common/domain/campaign';
import { type CampaignStatus, campaignStatuses } from '../../../../common/domain/enums';
import { useUpdateCampaign } from '../../../data/campaigns';
import { announceRefusedSave } from '../../../data/save-notices';
import { campaignStatusTone, toneFor } from '../../../ui/semantic-tones';
import { StatusMenu } from '../../../ui/status-menu';
import { campaignStatusLabel } from '../model/campaign-format';

const options = campaignStatuses.map((status) => ({
  value: status,
  label: campaignStatusLabel[status],
  tone: toneFor(campaignStatusTone, status),
}));

/** The campaign's status badge in its header, which also sets it: planning, active or completed. */
export function CampaignStatusMenu({ campaign }: { campaign: CampaignDetail }) {
  const update = useUpdateCampaign();
  const status =
    update.isPending && update.variables.patch.status ? update.variables.patch.status : campaign.status;
  return (
    <StatusMenu<CampaignStatus>
      label="Campaign status"
      value={status}
      options={options}
      onChange={(next) =>
        update.mutate(
          { id: campaign.id, patch: { status: next } },
          { onError: (error) => announceRefusedSave(`Status not saved. ${error.message}`) },
        )
      }
    />
  );
}
