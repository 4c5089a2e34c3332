import { useCampaigns } from '../../data/campaigns';
import { useNovels } from '../../data/novels';
import { useUniverses } from '../../data/universes';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Alert } from '../../ui/alert';
import { PageHeader } from '../../ui/page-header';
import { favoriteProjects, recentActivity } from './model/workspace-entries';
import { NewProjectMenu } from './new-project-menu';
import { ProjectListCard } from './project-list-card';
import { SharedWithYou } from './shared-with-you';
import { SummaryCards } from './summary-cards';

export default function DashboardPage() {
  useDocumentTitle('Dashboard');
  const novels = useNovels();
  const universes = useUniverses();
  const campaigns = useCampaigns();
  const error = novels.error ?? universes.error ?? campaigns.error;
  const lists =
    novels.data && universes.data && campaigns.data
      ? { novels: novels.data, universes: universes.data, campaigns: campaigns.data }
      : undefined;

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Dashboard"
        description="Your novels, universes and campaigns at a glance."
        actions={<NewProjectMenu />}
      />
      {error ? <Alert>{error.message}</Alert> : null}
      <SummaryCards novels={novels.data} universes={universes.data} campaigns={campaigns.data} />
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <ProjectListCard
          title="Recent Activity"
          entries={lists && recentActivity(lists)}
          emptyText="Nothing yet. Start a project with New Project."
        />
        <ProjectListCard
          title="Favorites"
          entries={lists && favoriteProjects(lists)}
          emptyText="No favorites yet. Star a novel, universe or campaign to pin it here."
        />
      </div>
      <SharedWithYou />
    </div>
  );
}
