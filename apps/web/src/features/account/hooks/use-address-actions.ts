import { t } from '@mostrador/shared/messages/es-MX';
import type { AddressesResponse, AddressFields } from '@mostrador/shared/schemas/customer';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuthStore } from '../../auth';
import { notify, notifyError } from '../../../shared/notify/notify';
import { deleteAddress } from '../api/delete-address';
import { listAddresses } from '../api/list-addresses';
import { saveAddress } from '../api/save-address';
import { setDefaultAddress } from '../api/set-default-address';

/**
 * The address book of /account/addresses: the list and the three changes. Every answer is the
 * whole list, which replaces the cached one and the session's (checkout reads that one).
 */
export function useAddressActions(token: string, onSaved: () => void) {
  const queryClient = useQueryClient();
  const queryKey = ['addresses', token];
  const query = useQuery({ queryKey, queryFn: () => listAddresses(token), enabled: token !== '' });
  const applied = (message: string) => (answer: AddressesResponse) => {
    queryClient.setQueryData(queryKey, answer);
    useAuthStore.getState().setAddresses(answer.user_addresses);
    notify({ type: 'positive', clearsErrors: true, message });
  };
  const save = useMutation({
    mutationFn: ({ fields, id }: { fields: AddressFields; id?: number }) => saveAddress(token, fields, id),
    onSuccess: (answer) => {
      applied(t('addresses.saved'))(answer);
      onSaved();
    },
    onError: (error) => notifyError(error),
  });
  const remove = useMutation({
    mutationFn: (id: number) => deleteAddress(token, id),
    onSuccess: applied(t('addresses.deleted')),
    onError: (e) => notifyError(e),
  });
  const makeDefault = useMutation({
    mutationFn: (id: number) => setDefaultAddress(token, id),
    onSuccess: applied(t('addresses.defaultChanged')),
    onError: (e) => notifyError(e),
  });
  return { query, save, remove, makeDefault };
}
