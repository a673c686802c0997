-- The employee list's pages (modules/employees/list-employees.ts) show each row's area and position
-- by name: renaming or removing one makes every instance forget the pages, as writes to the
-- employees and their jobs already do (0036_cache_invalidation).
CREATE TRIGGER areas_forget_employee_pages AFTER UPDATE OF name OR DELETE OR TRUNCATE ON areas
  FOR EACH STATEMENT EXECUTE FUNCTION zerg_forget_topic('employees');--> statement-breakpoint
CREATE TRIGGER positions_forget_employee_pages AFTER UPDATE OF name OR DELETE OR TRUNCATE ON positions
  FOR EACH STATEMENT EXECUTE FUNCTION zerg_forget_topic('employees');
