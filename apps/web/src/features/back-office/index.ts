// The back office (people and access, audit trail, customer support) is made of route pages
// only: app/back-office-pages.tsx loads its page files lazily, and no other part of the app uses
// anything from it.
export {};
