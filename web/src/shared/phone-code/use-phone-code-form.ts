import { useEffect, useState, useSyncExternalStore } from 'react';
import { createStateStore } from '../state/state-store';
import {
  createPhoneCodeForm,
  emptyPhoneCode,
  type PhoneCodeForm,
  type PhoneCodeState,
  type RequestCode,
} from './phone-code-form';

/** A phone and code form of the component's own, its timers stopped when it unmounts. */
export function usePhoneCodeForm(sendCode: RequestCode): [PhoneCodeState, PhoneCodeForm] {
  const [{ store, form }] = useState(() => {
    const store = createStateStore<PhoneCodeState>(emptyPhoneCode);
    return { store, form: createPhoneCodeForm(store, sendCode) };
  });
  const state = useSyncExternalStore(store.subscribe, store.getState);
  useEffect(() => () => form.dispose(), [form]);
  return [state, form];
}
