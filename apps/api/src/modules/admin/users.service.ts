import type { UserDetail, UserListResponse, userCreate, userListQuery, userUpdate, z } from '@carga/domain';
import { messages, normalizeRut, USERS_MENU } from '@carga/domain';
import type { Principal } from '../../core/principal.ts';
import { findClientByRut } from '../../core/reference/clients.repo.ts';
import type { Db, Tx } from '../../db/client.ts';
import { badRequest, conflict, forbidden, notFound } from '../../errors.ts';
import { hashPassword } from '../../password.ts';
import { findUserByName } from '../auth/auth.repo.ts';
import { addedCodes, grantProblem, NO_ACCESS, normalizeAccess, outranks, type UserAccess } from './grants.ts';
import * as repo from './users.repo.ts';

type CreateBody = z.output<typeof userCreate>;
type UpdateBody = z.output<typeof userUpdate>;
type StoredUser = NonNullable<Awaited<ReturnType<typeof repo.findUser>>>;

const accessOf = (p: UserAccess): UserAccess => ({
  oficinas: p.oficinas,
  bodegas: p.bodegas,
  menus: p.menus,
});

export function createUsersService(db: Db) {
  async function loadUser(db: Db | Tx, nidusuario: number): Promise<StoredUser> {
    const user = await repo.findUser(db, nidusuario);
    if (!user) throw notFound(messages.userNotFound);
    return user;
  }

  async function detail(nidusuario: number): Promise<UserDetail> {
    const found = await repo.userDetail(db, nidusuario);
    if (!found) throw notFound(messages.userNotFound);
    return found;
  }

  /**
   * The checks of a create or an update, in the order a person fixes them: the RUT is a client, the
   * codes exist (the ones added must be active), then the caller may hand them out (403).
   */
  async function checkAccess(
    tx: Db | Tx,
    caller: Principal,
    before: UserAccess,
    body: { srut: string | null } & UserAccess,
  ): Promise<UserAccess> {
    if (body.srut && !(await findClientByRut(tx, body.srut))) {
      throw badRequest(messages.customerRutUnknown, 'srut');
    }
    const after = normalizeAccess(body);
    const newOffices = addedCodes(before.oficinas, after.oficinas);
    if ((await repo.existingOffices(tx, newOffices, true)).length !== newOffices.length) {
      throw badRequest(messages.officeUnknown, 'oficinas');
    }
    const newWarehouses = addedCodes(before.bodegas, after.bodegas);
    if ((await repo.existingWarehouses(tx, newWarehouses, true)).length !== newWarehouses.length) {
      throw badRequest(messages.warehouseUnknown, 'bodegas');
    }
    const problem = grantProblem(accessOf(caller), before, after);
    if (problem) throw forbidden(problem);
    return after;
  }

  /** Acting on a user with more rights than one's own would hand those rights over (a reset password). */
  function assertNotOutranked(caller: Principal, target: StoredUser) {
    if (outranks(accessOf(target), accessOf(caller))) throw forbidden(messages.userOutranksCaller);
  }

  return {
    list: (query: z.output<typeof userListQuery>): Promise<UserListResponse> =>
      repo.pageUsers(db, { usuario: query.usuario, nombre: query.nombre, activo: query.activo }, query.Page),

    get: detail,

    async create(caller: Principal, body: CreateBody): Promise<UserDetail> {
      const srut = body.srut ? normalizeRut(body.srut) : null;
      if (await findUserByName(db, body.susuario)) throw conflict(messages.usernameTaken);
      const access = await checkAccess(db, caller, NO_ACCESS, { ...body, srut });
      const spasswordhash = await hashPassword(body.password);
      // Two administrators creating the same name at once: the unique index decides, and the route's
      // conflictMessage answers the loser.
      const nidusuario = await repo.insertUser(db, {
        susuario: body.susuario,
        snombre: body.snombre,
        spasswordhash,
        srut,
        ...access,
        sindactivo: body.sindactivo,
      });
      return detail(nidusuario);
    },

    /** Everything but the user name and the password; deactivating signs the user out everywhere. */
    async update(caller: Principal, nidusuario: number, body: UpdateBody): Promise<UserDetail> {
      const srut = body.srut ? normalizeRut(body.srut) : null;
      await db.transaction(async (tx) => {
        const target = await loadUser(tx, nidusuario);
        const self = target.nidusuario === caller.nidusuario;
        const access = await checkAccess(tx, caller, accessOf(target), { ...body, srut });
        if (self && !access.menus.includes(USERS_MENU)) {
          throw badRequest(messages.selfRemoveUsersMenu, 'menus');
        }
        const deactivates = target.sindactivo === 'S' && body.sindactivo === 'N';
        if (deactivates && self) throw conflict(messages.selfDeactivate);
        if (body.sindactivo !== target.sindactivo) assertNotOutranked(caller, target);
        await repo.updateUser(tx, nidusuario, {
          snombre: body.snombre,
          srut,
          ...access,
          sindactivo: body.sindactivo,
        });
        if (deactivates) await repo.revokeAllSessions(tx, nidusuario);
      });
      return detail(nidusuario);
    },

    /** 'Restablecer contraseña': a new password chosen by the administrator; every session of the user ends. */
    async resetPassword(caller: Principal, nidusuario: number, password: string): Promise<void> {
      if (nidusuario === caller.nidusuario) throw conflict(messages.ownPasswordReset);
      const target = await loadUser(db, nidusuario);
      assertNotOutranked(caller, target);
      const hash = await hashPassword(password);
      await db.transaction(async (tx) => {
        await repo.updateUser(tx, nidusuario, { spasswordhash: hash });
        await repo.revokeAllSessions(tx, nidusuario);
      });
    },

    /** Activates or deactivates; a deactivated user cannot sign in and their tokens stop working at once. */
    async setActive(caller: Principal, nidusuario: number, sindactivo: 'S' | 'N'): Promise<UserDetail> {
      if (nidusuario === caller.nidusuario && sindactivo === 'N') throw conflict(messages.selfDeactivate);
      await db.transaction(async (tx) => {
        const target = await loadUser(tx, nidusuario);
        if (target.sindactivo === sindactivo) return;
        assertNotOutranked(caller, target);
        await repo.updateUser(tx, nidusuario, { sindactivo });
        if (sindactivo === 'N') await repo.revokeAllSessions(tx, nidusuario);
      });
      return detail(nidusuario);
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
