/** 'ДД.ММ.ГГГГ HH:mm МСК' of an instant, whatever the browser's zone: the one rule of client/shared/time.ts. */
export { moscowDateTime } from '#client/shared/time';
