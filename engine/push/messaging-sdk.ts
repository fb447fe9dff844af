/**
 * The part of firebase push registration needs, in one lazily loaded chunk (never on the first
 * page): firebase's app and messaging modules. engine/push/messaging.ts loads it.
 */
export { getApps, initializeApp } from "firebase/app";
export { getMessaging, getToken, isSupported } from "firebase/messaging";
