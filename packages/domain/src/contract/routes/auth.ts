import { changePasswordRequest, loginRequest, loginResponse, messageResponse } from '../auth.ts';
import { defineRoute } from '../route-def.ts';

export const authRoutes = {
  login: defineRoute('POST', '/api/Auth', { body: loginRequest, response: loginResponse }),
  refresh: defineRoute('POST', '/api/Auth/refresh', { response: loginResponse }),
  logout: defineRoute('POST', '/api/Auth/logout', { response: messageResponse }),
  changePassword: defineRoute('POST', '/api/Auth/changePassword', {
    body: changePasswordRequest,
    response: messageResponse,
  }),
} as const;
