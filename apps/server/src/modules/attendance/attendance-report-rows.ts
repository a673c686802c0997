import { type SQL, sql } from 'drizzle-orm';
import { attendanceDays } from './attendance-day.table.ts';
import { attendanceMarks } from './attendance-mark.table.ts';

/*
 * The days and marks a set-based report reads in one statement (the attendance reports): subqueries
 * it names in its own SQL with an alias, every column of the table under its SQL name, so it joins
 * them to its staff without naming this module's tables.
 */

/** The computed days of [from, to], every column of `attendance_days`. */
export const attendanceDayRows = (from: string, to: string): SQL =>
  sql`(select * from ${attendanceDays} where work_date between ${from}::date and ${to}::date)`;

/**
 * The marks of [from, to], every column of `attendance_marks` and `superseded`: whether a correction
 * replaced the mark (marks are never edited).
 */
export const attendanceMarkRows = (from: string, to: string): SQL => sql`(
  select m.*, exists (select 1 from ${attendanceMarks} x where x.supersedes_id = m.id) as superseded
    from ${attendanceMarks} m
   where m.work_date between ${from}::date and ${to}::date
)`;
