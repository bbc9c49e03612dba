import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { type CarDetail, carTexts } from '@wayfare/contracts';
import * as calls from '@wayfare/contracts/calls';
import { Link, useNavigate } from 'react-router';
import { formatDate } from '../../../components/format.ts';
import { PageBreadcrumb } from '../../../components/navigation/page-breadcrumb.tsx';
import { RecordFacts, RecordSection, useCanCall } from '../../../components/screen/index.ts';
import { paths } from '../../../lib/paths.ts';
import { useCarActions } from '../actions/use-car-actions.ts';
import { useCarDetailById } from '../api/get-car-detail-by-id.ts';
import { CarStatusBadge } from '../car-status-badge.tsx';
import { ExpiryDate } from '../expiry-date.tsx';
import { CarHistory } from '../history/car-history.tsx';
import { carOf, driverOf } from '../list/car-columns.tsx';
import { CarPictures } from './car-pictures.tsx';

const LIST = paths.admin('cardetails');
const TRAIL_LABEL = 'Car Detail Center';

const expires = (date: string | null) =>
  date ? (
    <Text size="sm">
      Expires <ExpiryDate date={date} />
    </Text>
  ) : (
    <Text size="sm" c="dimmed">
      Not given
    </Text>
  );
const approverOf = (car: CarDetail) =>
  [car.ApproveUserFirstname, car.ApproveUserSurname].filter(Boolean).join(' ') || '—';

/**
 * issue 17 §5: a car's page at /admin/cardetails/{id}: Car; Documents (in the image viewer, with their
 * expiries); Pictures (front, back, side); Driver; Status and history; Edit and the status's actions.
 */
export function CarDetailView({ id }: { id: string }) {
  const navigate = useNavigate();
  const carId = Number(id);
  const valid = Number.isInteger(carId) && carId > 0;
  const car = useCarDetailById(carId, { enabled: valid });
  const canEdit = useCanCall(calls.CarDetail.UpdateCarDetailByAdmin);
  const { actionsFor } = useCarActions({ onDeleted: () => void navigate(LIST) });
  const trail = [{ label: TRAIL_LABEL, to: LIST }];
  if (!car.data) {
    return (
      <>
        <PageBreadcrumb items={[...trail, { label: `Car #${id}` }]} />
        {car.isError || !valid ? (
          <Alert color="yellow" title={carTexts.noCar(carId || 0)}>
            <Button component={Link} to={LIST} variant="default">
              Back to {TRAIL_LABEL}
            </Button>
          </Alert>
        ) : (
          <Loader aria-label="Loading the car" />
        )}
      </>
    );
  }
  const data = car.data;
  return (
    <Stack gap="xl">
      <div>
        <PageBreadcrumb items={[...trail, { label: data.Name }]} />
        <Group justify="space-between" align="flex-end" gap="sm">
          <Title order={2} size="h3">
            {carOf(data)}
          </Title>
          <Group gap="xs">
            {canEdit && (
              <Button variant="default" size="xs" component={Link} to={`${LIST}?edit=${data.Id}`}>
                Edit
              </Button>
            )}
            {actionsFor(data).map((action) => (
              <Button
                key={action.label}
                size="xs"
                variant="light"
                color={action.color}
                disabled={action.disabled}
                onClick={action.onClick}
              >
                {action.label}
              </Button>
            ))}
          </Group>
        </Group>
      </div>
      <RecordSection title="Car">
        <RecordFacts
          label="The car"
          facts={[
            ['Name', data.Name],
            ['Car Model', data.CarModel],
            ['Year', String(data.Year)],
            ['Licence Number', data.LicenseNumber],
            ['Created', formatDate(data.CreatedDate)],
          ]}
        />
      </RecordSection>
      <RecordSection title="Documents">
        <CarPictures
          label="Documents"
          pictures={[
            { title: 'Car Licence', path: data.CarLicense, note: expires(data.LicenseExpiryDate) },
            { title: 'Insurance', path: data.Insurance, note: expires(data.InsuranceExpiryDate) },
            {
              title: 'Road Worthiness',
              path: data.RoadWorthiness,
              note: expires(data.RoadWorthinessExpiryDate),
            },
          ]}
        />
      </RecordSection>
      <RecordSection title="Pictures">
        <CarPictures
          label="Pictures"
          pictures={[
            { title: 'Front Picture', path: data.CarFrontPicture },
            { title: 'Back Picture', path: data.CarBackPicture },
            { title: 'Side Picture', path: data.CarSidePicture },
          ]}
        />
      </RecordSection>
      <RecordSection title="Driver">
        <RecordFacts
          label="The driver"
          facts={[
            ['Name', driverOf(data)],
            ['E-mail', data.DriverEmail],
            ['Phone', data.DriverPhone || '—'],
          ]}
        />
      </RecordSection>
      <RecordSection title="Status">
        <RecordFacts
          label="The status"
          facts={[
            ['Status', <CarStatusBadge key="status" status={data.Status} name={data.StatusName} />],
            ['Approved By', approverOf(data)],
            ['Message', data.Message || '—'],
          ]}
        />
        <CarHistory carDetailId={data.Id} />
      </RecordSection>
    </Stack>
  );
}
