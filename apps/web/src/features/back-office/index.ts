// The back office (people and access, audit trail, customer support) is made of route screens
// only: app/router.tsx imports its page files directly (each its own lazy chunk), and no other
// part of the app uses anything from it.
export {};
