import { Avatar, Checkbox, Group, Image, Stack, Text, UnstyledButton } from '@mantine/core';
import type { User } from '@wayfare/contracts';
import { useImageViewer } from '../../../components/files/file-tools-provider.tsx';
import { formatDate } from '../../../components/format.ts';
import { fullNameOf } from '../account-kinds.ts';
import { LicenceBadge } from '../licence-badge.tsx';

type ProfileSummaryProps = {
  person: User;
  /** The 'Edit Profile' check box, when the signed-in person may edit accounts. */
  editProfile?: { checked: boolean; onChange: (checked: boolean) => void };
};

/**
 * spec 001 §2: the detail view's head: the person's picture and, for a driver, the licence (both open in
 * the image viewer) with its expiry and status (and why it is Incomplete); the 'Edit Profile' check box switching view and edit mode.
 */
export function ProfileSummary({ person, editProfile }: ProfileSummaryProps) {
  const { view } = useImageViewer();
  const name = fullNameOf(person);
  return (
    <Stack gap="md" mb="lg">
      <Group gap="xl" align="flex-start">
        <UnstyledButton
          onClick={() => person.Picture && view(person.Picture, name)}
          disabled={!person.Picture}
          aria-label={person.Picture ? `View the picture of ${name}` : undefined}
        >
          <Avatar src={person.Picture} size={96} radius="md" alt={name}>
            {person.Firstname.charAt(0)}
            {person.Surname.charAt(0)}
          </Avatar>
        </UnstyledButton>
        {person.IsDriver && (
          <Group gap="md" align="flex-start">
            {person.DriverLicense && (
              <UnstyledButton
                onClick={() => person.DriverLicense && view(person.DriverLicense, 'Driver License')}
                aria-label={`View the driver's licence of ${name}`}
              >
                <Image src={person.DriverLicense} w={140} h={96} radius="md" fit="cover" alt="" />
              </UnstyledButton>
            )}
            <Stack gap={4}>
              <Text fw={600}>Driver License</Text>
              {person.DriverLicenseStatusName && <LicenceBadge status={person.DriverLicenseStatusName} />}
              <Text size="sm">
                Expires {person.LicenseExpiryDate ? formatDate(person.LicenseExpiryDate) : '—'}
              </Text>
              {person.DriverLicenseIncompleteReason && (
                <Text size="sm">Incomplete: {person.DriverLicenseIncompleteReason}</Text>
              )}
              {person.ApproveDriverLicenseFullName && (
                <Text size="sm" c="dimmed">
                  Approved by {person.ApproveDriverLicenseFullName}
                </Text>
              )}
            </Stack>
          </Group>
        )}
      </Group>
      {editProfile && (
        <Checkbox
          label="Edit Profile"
          checked={editProfile.checked}
          onChange={(event) => editProfile.onChange(event.currentTarget.checked)}
        />
      )}
    </Stack>
  );
}
