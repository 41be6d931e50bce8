import { createToaster } from '@chakra-ui/react';

/** Notices stack at most three deep, bottom right, for 3 s (spec 1 section 9, spec 2 section 9). */
export const toaster = createToaster({ placement: 'bottom-end', max: 3, duration: 3000 });

/** Login errors, including those from the provider redirect, stay 5 s (spec 2 section 9). */
export const LOGIN_ERROR_DURATION_MS = 5000;
