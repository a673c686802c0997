/** Query keys of the payroll settings feature; everything under it is refreshed after a save. */
export const PAYROLL_SETTINGS_QUERY_KEY = ['payroll-settings'] as const;
export const HOLIDAYS_QUERY_KEY = [...PAYROLL_SETTINGS_QUERY_KEY, 'holidays'] as const;
export const ATTENDANCE_SETTINGS_QUERY_KEY = [...PAYROLL_SETTINGS_QUERY_KEY, 'attendance'] as const;

/** The zones' daily viatic rates (Viatics tab). */
export const VIATIC_RATES_QUERY_KEY = ['payroll-settings', 'viatic-rates'] as const;

/** The legal parameters' history and the set in force (Legal parameters tab). */
export const PAYROLL_PARAMETERS_QUERY_KEY = ['payroll-settings', 'parameters'] as const;
/** Each company's payroll rules (General and Payments tabs). */
export const PAYROLL_COMPANIES_QUERY_KEY = ['payroll-settings', 'companies'] as const;
export const PAYROLL_REGIMES_QUERY_KEY = ['payroll-settings', 'regimes'] as const;
export const BONUS_TYPES_QUERY_KEY = ['payroll-settings', 'bonus-types'] as const;
