import { createContext, type ReactNode, useContext } from 'react';
import { type AppConfig, DEFAULT_VAKYA_SHUDHI_PER_DAY, getAppConfigAtStart } from '../api/config';
import { useRequest } from '../api/use-request';

interface AppConfigState extends AppConfig {
  loading: boolean;
}

const fallback: AppConfig = {
  VAKYA_SHUDHI_QUESTIONS_PER_DAY: DEFAULT_VAKYA_SHUDHI_PER_DAY,
  contact: { email: '', phone: '', address: '' },
  allowDesktop: false,
};

const AppConfigContext = createContext<AppConfigState>({ ...fallback, loading: true });

/** GET /api/config once at start: the desktop lift, the support contact, vakya shudhi's daily count. */
export function AppConfigProvider({ children }: { children: ReactNode }) {
  const { data, loading } = useRequest(getAppConfigAtStart, []);
  return (
    <AppConfigContext.Provider value={{ ...(data ?? fallback), loading }}>
      {children}
    </AppConfigContext.Provider>
  );
}

export const useAppConfig = () => useContext(AppConfigContext);
