import * as calls from '@wayfare/contracts/calls';
import { useParams, useSearchParams } from 'react-router';
import { PermittedScreen, useScreenUrl } from '../../components/screen/index.ts';
import { EXPIRING_PARAM } from './car-detail-tabs.tsx';
import { ExpiringDocuments } from './expiring/expiring-documents.tsx';
import { CarEditor } from './forms/car-editor.tsx';
import { CarList } from './list/car-list.tsx';
import { CarDetailView } from './record/car-detail.tsx';

/**
 * spec 001 §2, issue 17 §5: the Car Detail Center for those who may see CarDetail: the list, a car's
 * page at /admin/cardetails/{id}, its form at `?edit=<Id|new>`, the expiring papers at `?expiring=30`.
 */
export function CarDetailsScreen() {
  return (
    <PermittedScreen call={calls.CarDetail.GetCarDetails}>
      <CarDetailCenter />
    </PermittedScreen>
  );
}

function CarDetailCenter() {
  const { id } = useParams();
  const url = useScreenUrl();
  const [params] = useSearchParams();
  if (id) return <CarDetailView id={id} />;
  if (url.editing !== null) return <CarEditor url={url} />;
  if (params.has(EXPIRING_PARAM)) return <ExpiringDocuments />;
  return <CarList url={url} />;
}
