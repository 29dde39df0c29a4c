/** Front-end build version shown in the version tooltip (000 §2.3, §9). */
export const FRONTEND_VERSION = '6.0.11';
/** The server's version, answered by `GET info`. */
export const SERVER_VERSION = '0.1.0';
