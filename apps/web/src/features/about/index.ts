// The about feature is made of route screens only: app/router.tsx imports its page files directly
// (each its own chunk), and no other part of the app uses anything from it.
export {};
