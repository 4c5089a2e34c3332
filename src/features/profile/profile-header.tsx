import { CalendarDays, Mail, Pencil, UserCheck, UserPlus } from 'lucide-react';
import { useState } from 'react';
import type { Profile } from '../../../common/domain/profile';
import { isAllowedImageUrl } from '../../../common/domain/safe-urls';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { initialsOf, joinedLabel } from './model/profile-form';

export type ProfileHeaderProps = {
  profile: Profile;
  onEditProfile: () => void;
};

export function ProfileHeader({ profile, onEditProfile }: ProfileHeaderProps) {
  // Following is local view state: the spec shows the button but no one to follow.
  const [isFollowing, setIsFollowing] = useState(false);
  const [hasAvatarFailed, setHasAvatarFailed] = useState(false);

  return (
    <Card className="flex flex-col gap-5 p-5 sm:flex-row sm:items-start sm:p-6">
      <div className="flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-full bg-accent text-2xl font-semibold text-accent-fg sm:size-24">
        {hasAvatarFailed || profile.avatar === '' || !isAllowedImageUrl(profile.avatar) ? (
          <span aria-hidden="true">{initialsOf(profile.name)}</span>
        ) : (
          <img
            src={profile.avatar}
            alt=""
            className="size-full object-cover"
            onError={() => setHasAvatarFailed(true)}
          />
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight text-fg sm:text-3xl">{profile.name}</h1>
          <p className="text-sm text-fg-muted">@{profile.username}</p>
        </div>
        {profile.bio ? <p className="prose-text max-w-2xl text-fg">{profile.bio}</p> : null}
        <ul className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-fg-muted">
          <li className="inline-flex items-center gap-1.5">
            <CalendarDays aria-hidden="true" className="size-4" />
            {joinedLabel(profile.joined)}
          </li>
          {profile.email ? (
            <li>
              <a
                href={`mailto:${profile.email}`}
                className="inline-flex items-center gap-1.5 text-accent-text underline-offset-4 hover:underline"
              >
                <Mail aria-hidden="true" className="size-4" />
                {profile.email}
              </a>
            </li>
          ) : null}
        </ul>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        <Button
          variant={isFollowing ? 'secondary' : 'primary'}
          aria-pressed={isFollowing}
          onClick={() => setIsFollowing((value) => !value)}
        >
          {isFollowing ? <UserCheck aria-hidden="true" /> : <UserPlus aria-hidden="true" />}
          Follow
        </Button>
        <Button variant="secondary" onClick={onEditProfile}>
          <Pencil aria-hidden="true" />
          Edit Profile
        </Button>
      </div>
    </Card>
  );
}
