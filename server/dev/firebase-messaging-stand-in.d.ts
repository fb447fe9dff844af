/** The stand-in answers to firebase's own types: the surface the app uses of firebase/app and firebase/messaging. */
export { getApps, initializeApp } from "firebase/app";
export { deleteToken, getMessaging, getToken, isSupported, onMessage } from "firebase/messaging";
