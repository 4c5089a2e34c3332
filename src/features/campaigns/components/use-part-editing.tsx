import type { CampaignDetail } from '../../../../common/domain/campaign';
import { usePartActions } from '../../../data/parts';
import type { PartLinkChoice } from '../../../ui/part-form-dialog';
import { usePartEditor } from '../../../ui/use-part-editor';
import { type CampaignSegment, campaignOptionLabels, campaignPartDefaults } from '../model/campaign-parts';

/**
 * Adding, editing, deleting and moving one list of a campaign's parts, for its tab: the generic part
 * editor bound to the campaign, with the campaign's defaults, choice labels and part addresses.
 */
export function usePartEditing(
  campaign: CampaignDetail,
  segment: CampaignSegment,
  options: { link?: PartLinkChoice } = {},
) {
  return usePartEditor(usePartActions({ parent: 'campaigns', parentId: campaign.id, segment }), {
    href: (part) => `/campaigns/${campaign.id}/${segment}/${part.id}`,
    defaults: campaignPartDefaults(segment),
    optionLabels: campaignOptionLabels[segment],
    link: options.link,
  });
}
