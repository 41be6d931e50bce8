import { NotAvailableNotice } from '../components/NotAvailableNotice';
import { PageHeader } from '../components/PageHeader';

/** A screen that exists in the route table but whose feature is still to come. */
export function NotAvailablePage({ title }: { title: string }) {
  return (
    <>
      <PageHeader title={title} />
      <NotAvailableNotice />
    </>
  );
}
