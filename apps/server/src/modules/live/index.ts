// The live channel's public face: socket.io on the app's port, rooms per branch and per order.
export { attachLiveChannel, socketsByRoomType } from './live-channel';
