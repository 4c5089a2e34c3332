import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useProfile } from '../../data/profile';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Alert } from '../../ui/alert';
import { ScrollingTabsList } from '../../ui/scrolling-tabs-list';
import { Skeleton } from '../../ui/skeleton';
import { Tabs, TabsContent, TabsTrigger } from '../../ui/tabs';
import { draftFromProfile, type ProfileDraft } from './model/profile-form';
import { ProfileHeader } from './profile-header';
import { ProfileOverview } from './profile-overview';
import { ProfileSettingsForm } from './profile-settings-form';

const tabs = [
  { value: 'overview', label: 'Overview' },
  { value: 'projects', label: 'Projects' },
  { value: 'activity', label: 'Activity' },
  { value: 'settings', label: 'Settings' },
] as const;
type TabValue = (typeof tabs)[number]['value'];

function isTab(value: string | null): value is TabValue {
  return tabs.some((tab) => tab.value === value);
}

/** The tab lives in the URL (?tab=settings), so Edit Profile, Back and a shared link all agree. */
function useTab(): [TabValue, (tab: TabValue) => void] {
  const [params, setParams] = useSearchParams();
  const value = params.get('tab');
  const tab = isTab(value) ? value : 'overview';
  // At once, not in a transition: the picked panel shows in the same frame as the pressed tab, never after
  // a moment in which the old panel is still there under the new tab.
  const setTab = (next: TabValue) =>
    setParams(next === 'overview' ? {} : { tab: next }, {
      replace: true,
      preventScrollReset: true,
      flushSync: true,
    });
  return [tab, setTab];
}

export default function ProfilePage() {
  useDocumentTitle('Profile');
  const profile = useProfile();
  const [tab, setTab] = useTab();
  const [draft, setDraft] = useState<ProfileDraft | null>(null);

  if (profile.isError) return <Alert>{profile.error.message}</Alert>;
  if (!profile.data) {
    return (
      <div role="status" aria-busy="true" className="flex flex-col gap-4">
        <span className="sr-only">Loading profile…</span>
        <Skeleton className="h-40 w-full rounded-xl" />
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-64 w-full rounded-xl" />
      </div>
    );
  }

  const data = profile.data;
  return (
    <div className="flex flex-col gap-6">
      <ProfileHeader profile={data} onEditProfile={() => setTab('settings')} />
      <Tabs value={tab} onValueChange={(value) => isTab(value) && setTab(value)}>
        <ScrollingTabsList aria-label="Profile sections" className="sm:w-fit">
          {tabs.map(({ value, label }) => (
            <TabsTrigger key={value} value={value}>
              {label}
            </TabsTrigger>
          ))}
        </ScrollingTabsList>
        <TabsContent value="overview">
          <ProfileOverview profile={data} onViewAllNotifications={() => setTab('activity')} />
        </TabsContent>
        <TabsContent value="projects">
          <p className="rounded-xl border border-dashed border-border-strong px-6 py-12 text-center text-sm text-fg-muted">
            Projects content will be shown here.
          </p>
        </TabsContent>
        <TabsContent value="activity">
          <p className="rounded-xl border border-dashed border-border-strong px-6 py-12 text-center text-sm text-fg-muted">
            Activity log will be shown here.
          </p>
        </TabsContent>
        <TabsContent value="settings">
          <ProfileSettingsForm draft={draft ?? draftFromProfile(data)} onDraftChange={setDraft} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
