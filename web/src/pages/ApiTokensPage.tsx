import { GUARDED_TITLES } from '../app/route-titles';
import { PageHeader } from '../components/PageHeader';
import { ApiTokensScreen } from '../features/api-tokens/components/ApiTokensScreen';

/** /api_tokens: the organization's API tokens for integrators (ADMIN only). */
export function ApiTokensPage() {
  return (
    <>
      <PageHeader title={GUARDED_TITLES['/api_tokens']} />
      <ApiTokensScreen />
    </>
  );
}
