import { Box, Loader, Text, Title } from '@mantine/core';
import type { RideSetting } from '@wayfare/contracts';
import * as calls from '@wayfare/contracts/calls';
import { AppEForm } from '../../../components/eform/app-eform.tsx';
import { SaveBar } from '../../../components/save-bar/save-bar.tsx';
import { PermittedScreen, useCanCall, useRecordEditor } from '../../../components/screen/index.ts';
import { useRideSetting } from '../api/get-ride-setting.ts';
import { RIDE_MONEY_KEYS, rideSettingForm } from './ride-setting-form.ts';

const { GetRideSetting, UpdateRideSetting } = calls.Ride;

/** Ours: the reply is the saved record, which carries no Message or Name. */
export const RIDE_SETTINGS_SAVED = 'The ride settings have been updated';

/** spec 001 §2: the Ride Setting Center, for those who may see the Ride endpoint. */
export function RideSettingsScreen() {
  return (
    <PermittedScreen call={GetRideSetting}>
      <RideSettingCenter />
    </PermittedScreen>
  );
}

/** The one record (spec 001 §2: no list, search or paging), loaded, then edited in place. */
function RideSettingCenter() {
  const setting = useRideSetting();
  if (!setting.data) return setting.isError ? null : <Loader aria-label="Loading the ride settings" />;
  return <RideSettingEditor setting={setting.data} />;
}

function RideSettingEditor({ setting }: { setting: RideSetting }) {
  const canEdit = useCanCall(UpdateRideSetting);
  const editor = useRecordEditor({
    form: rideSettingForm,
    create: UpdateRideSetting,
    update: UpdateRideSetting,
    // The one record has no Id on the wire; any non-empty one makes the SaveBar's 'Update' (issue 16 §4).
    values: { Id: 1, ...setting },
    onSaved: () => {},
    savedText: () => RIDE_SETTINGS_SAVED,
    readOnly: !canEdit,
    requiredByRule: RIDE_MONEY_KEYS,
  });
  return (
    <Box maw={900}>
      <Title order={2} size="h3" mb={4}>
        Fares and payments
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        Rides already requested keep their estimated amounts.
      </Text>
      {editor.readOnly ? (
        <AppEForm model={editor.model} />
      ) : (
        <AppEForm model={editor.model} onSubmit={(values) => void editor.save(values)}>
          <SaveBar id={editor.id} status={editor.saving ? 'saving' : 'idle'} />
        </AppEForm>
      )}
    </Box>
  );
}
