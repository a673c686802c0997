/** Query keys of the payroll settings feature; everything under it is refreshed after a save. */
export const PAYROLL_SETTINGS_QUERY_KEY = ['payroll-settings'] as const;
export const HOLIDAYS_QUERY_KEY = [...PAYROLL_SETTINGS_QUERY_KEY, 'holidays'] as const;
export const ATTENDANCE_SETTINGS_QUERY_KEY = [...PAYROLL_SETTINGS_QUERY_KEY, 'attendance'] as const;

/** The zones' daily viatic rates (Viatics tab). */
export const VIATIC_RATES_QUERY_KEY = ['payroll-settings', 'viatic-rates'] as const;
