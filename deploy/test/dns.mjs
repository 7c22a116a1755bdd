// @ts-check
// A DNS server for one test: answers A queries from a table the test changes, as Docker's embedded
// DNS does when a container comes back on a new address.
import { createSocket } from 'node:dgram';

/**
 * @param {Record<string, string>} table name → IPv4 address
 * @returns {Promise<{ port: number, table: Record<string, string>, close: () => void }>}
 */
export function startDns(table) {
  const socket = createSocket('udp4');
  socket.on('message', (query, peer) => {
    // Header (12 bytes), then the question: length-prefixed labels, a zero, type and class.
    let offset = 12;
    const labels = [];
    for (let length = query.readUInt8(offset); length; length = query.readUInt8(offset)) {
      labels.push(query.subarray(offset + 1, offset + 1 + length).toString());
      offset += length + 1;
    }
    const questionEnd = offset + 5;
    const type = query.readUInt16BE(offset + 1);
    const address = type === 1 ? table[labels.join('.').toLowerCase()] : undefined;
    const header = Buffer.alloc(12);
    query.copy(header, 0, 0, 2);
    header.writeUInt16BE(address || type !== 1 ? 0x8180 : 0x8183, 2); // an answer, or NXDOMAIN
    header.writeUInt16BE(1, 4);
    header.writeUInt16BE(address ? 1 : 0, 6);
    const parts = [header, query.subarray(12, questionEnd)];
    if (address) {
      const answer = Buffer.alloc(16);
      answer.writeUInt16BE(0xc00c, 0); // the name: a pointer to the question's
      answer.writeUInt16BE(1, 2);
      answer.writeUInt16BE(1, 4);
      answer.writeUInt32BE(1, 6); // TTL, seconds
      answer.writeUInt16BE(4, 10);
      address.split('.').forEach((byte, i) => answer.writeUInt8(Number(byte), 12 + i));
      parts.push(answer);
    }
    socket.send(Buffer.concat(parts), peer.port, peer.address);
  });
  return new Promise((resolve) =>
    socket.bind(0, '127.0.0.1', () => resolve({ port: socket.address().port, table, close: () => socket.close() })),
  );
}
