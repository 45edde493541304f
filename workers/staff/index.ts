/**
 * The staff desk's server side: who may use it (a staff role for this environment), the
 * audit log every change writes to, and the sections' operations.
 */
export { type Actor, type AuditChange, type AuditFilter, type AuditRow, auditEntry, contains, listAudit, readAuditLog, recordAudit } from "./audit";
export { type StaffListing, grantStaffRole, listStaff, readStaffList, revokeStaffRole } from "./members";
export { type StaffCheck, type StaffMember, STAFF_ROLE_BITS, actorOf, checkStaff, staffAccess, staffRoleName, superadminAccess } from "./roles";
export { staleEdit } from "./versions";
