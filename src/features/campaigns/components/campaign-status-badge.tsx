import type { CampaignStatus } from '../../../../common/domain/enums';
import { Badge } from '../../../ui/badge';
import { campaignStatusTone, toneFor } from '../../../ui/semantic-tones';
import { campaignStatusLabel } from '../model/campaign-format';

export function CampaignStatusBadge({ status }: { status: CampaignStatus }) {
  return <Badge tone={toneFor(campaignStatusTone, status)}>{campaignStatusLabel[status]}</Badge>;
}
