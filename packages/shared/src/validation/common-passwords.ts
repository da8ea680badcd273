/**
 * Passwords of 8+ characters that top the public leak lists (global and Spanish-speaking), all
 * lower case. Refusing them costs one Set lookup; the list is short on purpose, since it ships to
 * the browser too, so the person sees the rule fail while typing.
 */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set(
  `12345678 123456789 1234567890 12345678910 123123123 987654321 9876543210 11111111 111111111
  00000000 000000000 88888888 66666666 12341234 11223344 12121212 123456123 147258369 159753258
  123654789 741852963 789456123 147852369 qwerty123 qwertyuiop qwerty12 1qaz2wsx 1q2w3e4r 1q2w3e4r5t
  zaq12wsx asdfghjkl asdf1234 password password1 password12 password123 passw0rd p@ssw0rd iloveyou
  iloveyou1 sunshine princess football baseball superman batman123 dragon123 monkey123 letmein1
  welcome1 welcome123 admin123 administrador administrator abc12345 abcd1234 aa123456 a1b2c3d4
  contraseña contrasena contraseña1 contrasena1 contraseña123 contrasena123 micontraseña
  micontrasena teamo123 teamomucho tequiero tequiero1 mexico123 mexico12 mexico2024 mexico2025
  mexico2026 guadalajara chivas123 americax america123 pumas123 tigres123 cruzazul
  barcelona realmadrid futbol123 estrella mariposa angelito princesa princesa1 corazon1
  amorcito amormio familia1 familia123 jesucristo diosesamor 12345678a 123456789a a123456789
  qwerty1234 fernanda1 alejandro daniela1 mariana1 valentina jonathan1 1234abcd 1234qwer
  farmacia farmacia1 farmacia123 mostrador mostrador1 mostrador123 cliente1 cliente123
  cliente2026 password2026 welcome2026 qazwsxedc 1qazxsw2 zxcvbnm1 zxcvbnm123 computadora
  internet1 hola1234 holahola hola12345 adios123 qwerty12345`
    .split(/\s+/)
    .filter(Boolean),
);
