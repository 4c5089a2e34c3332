import type { EventIcon, Importance, TimelineEventType } from '../../common/domain/enums';

// The spec's wording (section 9) for importance levels and event icons, shared by the form and the views.

export const importanceOptions: readonly { value: Importance; label: string; meaning: string }[] = [
  { value: 'critical', label: 'Critical', meaning: 'pivotal turning point' },
  { value: 'major', label: 'Major', meaning: 'significant plot point' },
  { value: 'moderate', label: 'Moderate', meaning: 'notable occurrence' },
  { value: 'minor', label: 'Minor', meaning: 'background event' },
];

/** The icon's name as people read it ("Document", "Lightning"), and what it stands for. */
export const iconOptions: readonly { value: EventIcon; label: string; meaning: string }[] = [
  { value: 'Star', label: 'Star', meaning: 'important discovery' },
  { value: 'Map', label: 'Map', meaning: 'journey or travel' },
  { value: 'Users', label: 'Users', meaning: 'meeting or gathering' },
  { value: 'FileText', label: 'Document', meaning: 'records' },
  { value: 'Sword', label: 'Sword', meaning: 'battle or conflict' },
  { value: 'Flag', label: 'Flag', meaning: 'achievement or victory' },
  { value: 'Zap', label: 'Lightning', meaning: 'catastrophe or magic' },
  { value: 'Calendar', label: 'Calendar', meaning: 'general event' },
];

export const eventTypeOptions: readonly { value: TimelineEventType; label: string; filterLabel: string }[] = [
  { value: 'major', label: 'Major', filterLabel: 'Major Events' },
  { value: 'minor', label: 'Minor', filterLabel: 'Minor Events' },
];

export function importanceLabel(importance: Importance): string {
  return importanceOptions.find((option) => option.value === importance)?.label ?? importance;
}

export function iconMeaning(icon: EventIcon): string {
  return iconOptions.find((option) => option.value === icon)?.meaning ?? '';
}
