import type { CampaignDetail } from '../../../../common/domain/campaign';
import { useUpdateCampaign } from '../../../data/campaigns';
import { useUniverses } from '../../../data/universes';
import { EditForm, validateInlineEdit } from '../../../ui/inline-edit';

type CampaignFormValues = { name: string; universeId: string; description: string };

export type CampaignEditFormProps = { campaign: CampaignDetail; onClose: () => void };

/**
 * Edit, in place under the campaign's header: its title, the universe it belongs to (another one moves
 * the campaign there, with all its parts) and its description. Escape cancels; a refusal keeps the typing.
 */
export function CampaignEditForm({ campaign, onClose }: CampaignEditFormProps) {
  const update = useUpdateCampaign();
  const universes = useUniverses();
  const universeOptions = (universes.data ?? [{ id: campaign.universeId, name: campaign.universe }]).map(
    (universe) => ({ value: universe.id, label: universe.name }),
  );
  return (
    <EditForm<keyof CampaignFormValues>
      label="Edit campaign"
      fields={[
        { name: 'name', label: 'Title', isRequired: true },
        {
          name: 'universeId',
          label: 'Universe',
          isRequired: true,
          options: universeOptions,
          hint: 'Another universe moves the campaign there, with all its parts.',
        },
        { name: 'description', label: 'Description', isMultiline: true },
      ]}
      initialValues={{
        name: campaign.title,
        universeId: campaign.universeId,
        description: campaign.description,
      }}
      validate={({ name, description }) => validateInlineEdit({ name, description }, { nameLabel: 'Title' })}
      onSave={async ({ name, universeId, description }) => {
        await update.mutateAsync({
          id: campaign.id,
          patch: {
            title: name,
            description,
            ...(universeId === campaign.universeId ? {} : { universeId }),
          },
        });
      }}
      onClose={onClose}
    />
  );
}
