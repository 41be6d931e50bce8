import { Text } from '@chakra-ui/react';
import { useSearchParams } from 'react-router-dom';
import { UNGUARDED_TITLES } from '../app/route-titles';
import { SignedOutNoticePage } from './SignedOutNoticePage';

export function GooglePage() {
  const [params] = useSearchParams();
  const error = params.get('error');
  return (
    <SignedOutNoticePage title={UNGUARDED_TITLES['/google']}>
      {error && (
        <Text fontSize="sm" color="red.600" role="alert">
          {error}
        </Text>
      )}
    </SignedOutNoticePage>
  );
}
