/** A record's time as China time, YYYY-MM-DD HH:mm, the same on the server and in any browser. */
export { chinaMinute as formatChinaTime } from '../../../shared/chinaTime'
