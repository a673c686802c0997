import i18next from 'i18next';
import { toast } from '../components/toast';
import { errorMessage } from '../lib/error-message';
import { createQueryClient } from '../lib/query-client';

/** The app's single QueryClient: unclaimed failures become a 3-second danger toast. */
export const queryClient = createQueryClient((error) => toast.danger(errorMessage(i18next.t, error)));
